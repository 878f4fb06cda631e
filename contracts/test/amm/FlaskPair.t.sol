// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {IFlaskCallee} from "../../src/amm/interfaces/IFlaskCallee.sol";
import {IFlaskLPToken} from "../../src/amm/interfaces/IFlaskLPToken.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {AmmFixture} from "./AmmFixture.sol";

/// Borrows in a flash swap and pays back `repay0`/`repay1`; optionally tries to re-enter the pair.
contract FlashBorrower is IFlaskCallee {
    uint256 public repay0;
    uint256 public repay1;
    bool public reenter;

    function configure(uint256 repay0_, uint256 repay1_, bool reenter_) external {
        (repay0, repay1, reenter) = (repay0_, repay1_, reenter_);
    }

    function uniswapV2Call(address, uint256, uint256, bytes calldata) external {
        FlaskPair pair = FlaskPair(msg.sender);
        if (reenter) pair.sync();
        if (repay0 != 0) TestToken(pair.token0()).transfer(msg.sender, repay0);
        if (repay1 != 0) TestToken(pair.token1()).transfer(msg.sender, repay1);
    }
}

contract FlaskPairTest is AmmFixture {
    FlaskPair internal pair;
    TestToken internal token0;
    TestToken internal token1;

    function setUp() public override {
        super.setUp();
        pair = FlaskPair(factory.createPair(address(tokenA), address(tokenB)));
        (token0, token1) = address(tokenA) < address(tokenB) ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    function deposit(uint256 amount0, uint256 amount1) internal returns (uint256) {
        token0.mint(address(pair), amount0);
        token1.mint(address(pair), amount1);
        return pair.mint(alice);
    }

    function assertReserves(uint256 reserve0, uint256 reserve1) internal view {
        (uint112 r0, uint112 r1,) = pair.getReserves();
        assertEq(r0, reserve0, "reserve0");
        assertEq(r1, reserve1, "reserve1");
    }

    // ------------------------------------------------------------------ mint

    function test_mint_firstDepositLocksMinimumLiquidity() public {
        token0.mint(address(pair), 1e18);
        token1.mint(address(pair), 4e18);
        vm.expectEmit();
        emit IFlaskPair.Mint(address(this), 1e18, 4e18);
        uint256 liquidity = pair.mint(alice);
        assertEq(liquidity, 2e18 - 1000, "liquidity = sqrt(1e18 * 4e18) - MINIMUM_LIQUIDITY");
        assertEq(pair.MINIMUM_LIQUIDITY(), 1000, "MINIMUM_LIQUIDITY");
        assertEq(pair.balanceOf(address(0)), 1000, "locked at address(0)");
        assertEq(pair.totalSupply(), 2e18, "supply");
        assertEq(pair.balanceOf(alice), 2e18 - 1000, "alice");
        assertReserves(1e18, 4e18);
    }

    function test_mint_laterDepositsGetTheSmallerShare() public {
        deposit(1e18, 4e18);
        // Twice as much token1 as the price asks for: the surplus is donated, the share follows token0.
        uint256 liquidity = deposit(1e18, 8e18);
        assertEq(liquidity, 2e18, "min(1e18 * 2e18 / 1e18, 8e18 * 2e18 / 4e18)");
        assertReserves(2e18, 12e18);
    }

    function test_mint_revertsWhenFirstDepositIsDust() public {
        token0.mint(address(pair), 1000);
        token1.mint(address(pair), 1000);
        vm.expectRevert(IFlaskPair.InsufficientLiquidityMinted.selector);
        pair.mint(alice);
    }

    function test_mint_revertsWithoutDeposit() public {
        deposit(1e18, 1e18);
        vm.expectRevert(IFlaskPair.InsufficientLiquidityMinted.selector);
        pair.mint(alice);
    }

    // ------------------------------------------------------------------ burn

    function test_burn_returnsProRataBalances() public {
        uint256 liquidity = deposit(3e18, 3e18);
        vm.prank(alice);
        pair.transfer(address(pair), liquidity);
        vm.expectEmit();
        emit IFlaskPair.Burn(address(this), 3e18 - 1000, 3e18 - 1000, bob);
        (uint256 amount0, uint256 amount1) = pair.burn(bob);
        assertEq(amount0, 3e18 - 1000, "amount0");
        assertEq(amount1, 3e18 - 1000, "amount1");
        assertEq(token0.balanceOf(bob), 3e18 - 1000, "bob token0");
        assertEq(pair.totalSupply(), 1000, "only the locked liquidity is left");
        assertReserves(1000, 1000);
    }

    function test_burn_revertsWithoutLiquidity() public {
        deposit(3e18, 3e18);
        vm.expectRevert(IFlaskPair.InsufficientLiquidityBurned.selector);
        pair.burn(bob);
    }

    // ------------------------------------------------------------------ swap

    /// The input-price table: (input, reserveIn, reserveOut) → output from
    /// in * 9975 * reserveOut / (reserveIn * 10000 + in * 9975), computed offline. The pair pays
    /// exactly that output in both directions and refuses one unit more.
    function test_swap_inputPriceTable() public {
        uint256[4][11] memory table = [
            [uint256(1e18), 5e18, 10e18, 1663192997082117548],
            [uint256(1e18), 10e18, 5e18, 453512161854967037],
            [uint256(2e18), 5e18, 10e18, 2852037169406719085],
            [uint256(2e18), 10e18, 5e18, 831596498541058774],
            [uint256(1e18), 10e18, 10e18, 907024323709934075],
            [uint256(1e18), 100e18, 100e18, 987648209114086982],
            [uint256(1e18), 1000e18, 1000e18, 996505985279683515],
            [uint256(1e6), 1000e6, 1000e18, 996505985279683515],
            [uint256(1000), 1e18, 1e18, 997],
            [uint256(1e30), 1e33, 1e33, 996505985279683515693096136603],
            [uint256(5e17), 3000e18, 10e18, 1662223655317303]
        ];
        for (uint256 i; i < table.length; ++i) {
            (uint256 amountIn, uint256 reserveIn, uint256 reserveOut, uint256 amountOut) =
                (table[i][0], table[i][1], table[i][2], table[i][3]);
            assertEq(router.getAmountOut(amountIn, reserveIn, reserveOut), amountOut, "router quote");
            assertEq(expectedOut(amountIn, reserveIn, reserveOut), amountOut, "formula");
            for (uint256 direction; direction < 2; ++direction) {
                TestToken x = newToken("X", "X", 18);
                TestToken y = newToken("Y", "Y", 18);
                (TestToken t0, TestToken t1) = address(x) < address(y) ? (x, y) : (y, x);
                // direction 0 pays token0 in, direction 1 pays token1 in.
                (TestToken tokenIn, TestToken tokenOut) = direction == 0 ? (t0, t1) : (t1, t0);
                (FlaskPair p,) = provide(address(tokenIn), address(tokenOut), reserveIn, reserveOut, alice);
                tokenIn.mint(address(p), amountIn);
                (uint256 out0, uint256 out1) = direction == 0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
                vm.expectRevert(IFlaskPair.K.selector);
                p.swap(out0 == 0 ? 0 : out0 + 1, out1 == 0 ? 0 : out1 + 1, bob, "");
                p.swap(out0, out1, bob, "");
                assertEq(tokenOut.balanceOf(bob), amountOut, "paid out");
                vm.prank(bob);
                tokenOut.transfer(address(0xdead), amountOut);
            }
        }
    }

    function test_swap_token0ForToken1() public {
        deposit(5e18, 10e18);
        uint256 amountOut = 1663192997082117548;
        token0.mint(address(pair), 1e18);
        vm.expectEmit();
        emit IFlaskPair.Sync(uint112(6e18), uint112(10e18 - amountOut));
        vm.expectEmit();
        emit IFlaskPair.Swap(address(this), 1e18, 0, 0, amountOut, bob);
        pair.swap(0, amountOut, bob, "");
        assertReserves(6e18, 10e18 - amountOut);
        assertEq(token1.balanceOf(bob), amountOut, "bob");
    }

    function test_swap_token1ForToken0() public {
        deposit(5e18, 10e18);
        uint256 amountOut = 453512161854967037;
        token1.mint(address(pair), 1e18);
        pair.swap(amountOut, 0, bob, "");
        assertReserves(5e18 - amountOut, 11e18);
        assertEq(token0.balanceOf(bob), amountOut, "bob");
    }

    function test_swap_rejectsBadRequests() public {
        deposit(5e18, 10e18);
        vm.expectRevert(IFlaskPair.InsufficientOutputAmount.selector);
        pair.swap(0, 0, bob, "");
        vm.expectRevert(IFlaskPair.InsufficientLiquidity.selector);
        pair.swap(5e18, 0, bob, "");
        vm.expectRevert(IFlaskPair.InvalidTo.selector);
        pair.swap(1, 0, address(token1), "");
        vm.expectRevert(IFlaskPair.InsufficientInputAmount.selector);
        pair.swap(1, 0, bob, "");
    }

    function test_swap_flashSwapRepaidWithFee() public {
        deposit(100e18, 100e18);
        FlashBorrower borrower = new FlashBorrower();
        // Borrow 1e18 of token0 and repay token0: the fee is 0.25% of the repayment, so
        // repay r with r * 0.9975 >= 1e18, i.e. r = ceil(1e18 * 10000 / 9975).
        uint256 borrowed = 1e18;
        uint256 repay = (borrowed * 10_000 + 9974) / 9975;
        token0.mint(address(borrower), repay);
        borrower.configure(repay - 1, 0, false);
        vm.expectRevert(IFlaskPair.K.selector);
        pair.swap(1e18, 0, address(borrower), "flash");
        borrower.configure(repay, 0, false);
        pair.swap(1e18, 0, address(borrower), "flash");
        assertReserves(100e18 - 1e18 + repay, 100e18);
    }

    function test_lock_blocksReentry() public {
        deposit(100e18, 100e18);
        FlashBorrower borrower = new FlashBorrower();
        borrower.configure(0, 0, true);
        vm.expectRevert(IFlaskPair.Locked.selector);
        pair.swap(1e18, 0, address(borrower), "flash");
    }

    // ------------------------------------------------------------------ oracle, skim, sync

    function test_priceAccumulators() public {
        vm.warp(1_000_000);
        deposit(3e18, 3e18);
        (,, uint32 start) = pair.getReserves();
        assertEq(start, 1_000_000, "timestamp");

        vm.warp(1_000_001);
        pair.sync();
        assertEq(pair.price0CumulativeLast(), uint256(1) << 112, "1 second at price 1");
        assertEq(pair.price1CumulativeLast(), uint256(1) << 112, "1 second at price 1");

        // Same block again: nothing accrues.
        pair.sync();
        assertEq(pair.price0CumulativeLast(), uint256(1) << 112, "no time elapsed");

        // Price 1:2 for 10 seconds.
        token1.mint(address(pair), 3e18);
        vm.warp(1_000_011);
        pair.sync(); // accrues 10 s at the old price 1:1, then the reserves become 3e18:6e18
        vm.warp(1_000_021);
        pair.sync();
        assertEq(pair.price0CumulativeLast(), (uint256(11) << 112) + (uint256(2) << 112) * 10, "price0");
        assertEq(pair.price1CumulativeLast(), (uint256(11) << 112) + (uint256(1) << 111) * 10, "price1");
    }

    function test_skim_sendsTheSurplus() public {
        deposit(3e18, 3e18);
        token0.mint(address(pair), 5);
        token1.mint(address(pair), 7);
        pair.skim(bob);
        assertEq(token0.balanceOf(bob), 5, "token0 surplus");
        assertEq(token1.balanceOf(bob), 7, "token1 surplus");
        assertReserves(3e18, 3e18);
    }

    function test_sync_matchesReservesToBalances() public {
        deposit(3e18, 3e18);
        token0.mint(address(pair), 5);
        pair.sync();
        assertReserves(3e18 + 5, 3e18);
    }

    function test_update_revertsAboveUint112() public {
        deposit(3e18, 3e18);
        token0.mint(address(pair), uint256(type(uint112).max));
        vm.expectRevert(IFlaskPair.Overflow.selector);
        pair.sync();
    }

    function test_initialize_alwaysReverts() public {
        vm.expectRevert(IFlaskPair.Forbidden.selector);
        pair.initialize(address(tokenA), address(tokenB));
    }

    // ------------------------------------------------------------------ LP token

    function test_lpToken_metadata() public view {
        assertEq(pair.name(), "FlaskSwap LPs", "name");
        assertEq(pair.symbol(), "FLASK-LP", "symbol");
        assertEq(pair.decimals(), 18, "decimals");
        assertEq(pair.factory(), address(factory), "factory");
        assertEq(pair.token0(), address(token0), "token0");
        assertEq(pair.token1(), address(token1), "token1");
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(pair.name())),
                keccak256("1"),
                block.chainid,
                address(pair)
            )
        );
        assertEq(pair.DOMAIN_SEPARATOR(), domain, "domain separator");
        assertEq(
            pair.PERMIT_TYPEHASH(),
            keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
            "typehash"
        );
    }

    function test_lpToken_transferFromKeepsInfiniteAllowance() public {
        deposit(3e18, 3e18);
        vm.prank(alice);
        pair.approve(bob, type(uint256).max);
        vm.prank(bob);
        pair.transferFrom(alice, bob, 1e18);
        assertEq(pair.allowance(alice, bob), type(uint256).max, "infinite allowance is not spent");
        vm.prank(alice);
        pair.approve(bob, 1e18);
        vm.prank(bob);
        pair.transferFrom(alice, bob, 4e17);
        assertEq(pair.allowance(alice, bob), 6e17, "finite allowance is spent");
        vm.expectRevert();
        vm.prank(bob);
        pair.transferFrom(alice, bob, 7e17);
    }

    function signPermit(uint256 key, address spender, uint256 value, uint256 nonce, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        bytes32 structHash =
            keccak256(abi.encode(pair.PERMIT_TYPEHASH(), vm.addr(key), spender, value, nonce, deadline));
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }

    function test_permit_setsAllowanceOnce() public {
        uint256 key = 0xA11CE;
        address owner = vm.addr(key);
        (uint8 v, bytes32 r, bytes32 s) = signPermit(key, bob, 123, 0, block.timestamp);
        pair.permit(owner, bob, 123, block.timestamp, v, r, s);
        assertEq(pair.allowance(owner, bob), 123, "allowance");
        assertEq(pair.nonces(owner), 1, "nonce");
        vm.expectRevert(IFlaskLPToken.InvalidSignature.selector);
        pair.permit(owner, bob, 123, block.timestamp, v, r, s);
    }

    function test_permit_rejectsExpiredAndForeignSignatures() public {
        uint256 key = 0xA11CE;
        address owner = vm.addr(key);
        vm.warp(1000);
        (uint8 v, bytes32 r, bytes32 s) = signPermit(key, bob, 123, 0, 999);
        vm.expectRevert(IFlaskLPToken.PermitExpired.selector);
        pair.permit(owner, bob, 123, 999, v, r, s);
        (v, r, s) = signPermit(0xB0B, bob, 123, 0, 1000);
        vm.expectRevert(IFlaskLPToken.InvalidSignature.selector);
        pair.permit(owner, bob, 123, 1000, v, r, s);
    }

    // ------------------------------------------------------------------ fuzz

    /// The pair accepts exactly the formula's output and not one unit more, for any reserves.
    function testFuzz_swapPaysTheFormulaOutput(uint256 reserve0, uint256 reserve1, uint256 amountIn, bool zeroForOne)
        public
    {
        reserve0 = bound(reserve0, 1e4, 1e30);
        reserve1 = bound(reserve1, 1e4, 1e30);
        amountIn = bound(amountIn, 1, 1e30);
        deposit(reserve0, reserve1);
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        uint256 amountOut = expectedOut(amountIn, reserveIn, reserveOut);
        vm.assume(amountOut > 0);
        (zeroForOne ? token0 : token1).mint(address(pair), amountIn);
        if (amountOut + 1 < reserveOut) {
            vm.expectRevert(IFlaskPair.K.selector);
            pair.swap(zeroForOne ? 0 : amountOut + 1, zeroForOne ? amountOut + 1 : 0, bob, "");
        }
        pair.swap(zeroForOne ? 0 : amountOut, zeroForOne ? amountOut : 0, bob, "");
        (uint112 r0, uint112 r1,) = pair.getReserves();
        assertGe(uint256(r0) * r1, reserve0 * reserve1, "k never decreases on swap");
    }

    /// Depositing and withdrawing at once never returns more than was put in.
    function testFuzz_mintThenBurnIsNeverProfitable(uint256 reserve0, uint256 reserve1, uint256 amount0, uint256 amount1)
        public
    {
        reserve0 = bound(reserve0, 1e4, 1e30);
        reserve1 = bound(reserve1, 1e4, 1e30);
        amount0 = bound(amount0, 1, 1e30);
        amount1 = bound(amount1, 1, 1e30);
        deposit(reserve0, reserve1);
        token0.mint(address(pair), amount0);
        token1.mint(address(pair), amount1);
        uint256 supply = pair.totalSupply();
        vm.assume(amount0 * supply / reserve0 > 0 && amount1 * supply / reserve1 > 0);
        uint256 liquidity = pair.mint(bob);
        supply = pair.totalSupply();
        // Skip deposits too small to withdraw anything of one side (burn would refuse them).
        vm.assume(liquidity * (reserve0 + amount0) / supply > 0 && liquidity * (reserve1 + amount1) / supply > 0);
        vm.prank(bob);
        pair.transfer(address(pair), liquidity);
        (uint256 out0, uint256 out1) = pair.burn(bob);
        assertLe(out0, amount0, "token0 back");
        assertLe(out1, amount1, "token1 back");
    }
}

// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {AmmFixture} from "./AmmFixture.sol";
import {path2, path3} from "./Paths.sol";

/// Tokens that burn part of every transfer (here 1%): only the router's
/// "SupportingFeeOnTransferTokens" functions can trade them, pricing each hop on what arrived.
contract FeeOnTransferTest is AmmFixture {
    uint256 internal constant FEE_BPS = 100;
    FeeOnTransferToken internal burnToken;

    function setUp() public override {
        super.setUp();
        burnToken = newFeeOnTransferToken(FEE_BPS);
        burnToken.mint(alice, 1_000_000e18);
        burnToken.mint(bob, 1_000_000e18);
        give(address(tokenA), alice, 1_000_000e18);
        give(address(tokenA), bob, 1_000_000e18);
        vm.deal(alice, 1_000e18);
        vm.deal(bob, 1_000e18);
        approveRouter(alice, address(burnToken));
        approveRouter(alice, address(tokenA));
        approveRouter(bob, address(burnToken));
        approveRouter(bob, address(tokenA));
        vm.startPrank(alice);
        router.addLiquidity(address(burnToken), address(tokenA), 10_000e18, 10_000e18, 0, 0, alice, block.timestamp);
        router.addLiquidityETH{value: 100e18}(address(burnToken), 10_000e18, 0, 0, alice, block.timestamp);
        vm.stopPrank();
    }

    function afterFee(uint256 amount) internal pure returns (uint256) {
        return amount - amount * FEE_BPS / 10_000;
    }

    function test_token_burnsItsFee() public {
        vm.prank(alice);
        burnToken.transfer(bob, 100e18);
        assertEq(burnToken.balanceOf(bob), 1_000_000e18 + 99e18, "bob got 99%");
    }

    function test_addLiquidity_mintsForWhatArrived() public view {
        (uint256 reserveBurn,) = reservesOf(address(burnToken), address(tokenA));
        assertEq(reserveBurn, afterFee(10_000e18), "the pair holds what arrived");
    }

    function test_plainSwap_failsBecauseThePairReceivesLess() public {
        vm.expectRevert(IFlaskPair.K.selector);
        vm.prank(bob);
        router.swapExactTokensForTokens(
            100e18, 0, path2(address(burnToken), address(tokenA)), bob, block.timestamp
        );
    }

    function test_swapExactTokensForTokensSupporting_tokenIn() public {
        (uint256 reserveIn, uint256 reserveOut) = reservesOf(address(burnToken), address(tokenA));
        uint256 out = expectedOut(afterFee(100e18), reserveIn, reserveOut);
        address[] memory path = path2(address(burnToken), address(tokenA));
        uint256 before = tokenA.balanceOf(bob);
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(100e18, out + 1, path, bob, block.timestamp);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(100e18, out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(tokenA.balanceOf(bob) - before, out, "output priced on what arrived");
    }

    function test_swapExactTokensForTokensSupporting_tokenOut() public {
        (uint256 reserveIn, uint256 reserveOut) = reservesOf(address(tokenA), address(burnToken));
        uint256 out = afterFee(expectedOut(100e18, reserveIn, reserveOut));
        address[] memory path = path2(address(tokenA), address(burnToken));
        uint256 before = burnToken.balanceOf(bob);
        vm.startPrank(bob);
        // The minimum applies to what the recipient actually receives, after the token's fee.
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(100e18, out + 1, path, bob, block.timestamp);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(100e18, out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(burnToken.balanceOf(bob) - before, out, "received after the fee");
    }

    function test_swapSupporting_twoHopsThroughTheFeeToken() public {
        address[] memory path = path3(address(tokenA), address(burnToken), address(wbnb));
        uint256 before = wbnb.balanceOf(bob);
        vm.prank(bob);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(100e18, 1, path, bob, block.timestamp);
        assertGt(wbnb.balanceOf(bob) - before, 0, "two hops");
        (uint256 reserveA, uint256 reserveBurn) = reservesOf(address(tokenA), address(burnToken));
        FlaskPair pair = pairOf(address(tokenA), address(burnToken));
        assertEq(burnToken.balanceOf(address(pair)), reserveBurn, "reserves synced");
        assertEq(tokenA.balanceOf(address(pair)), reserveA, "reserves synced");
    }

    function test_swapExactETHForTokensSupporting() public {
        (uint256 reserveIn, uint256 reserveOut) = reservesOf(address(wbnb), address(burnToken));
        uint256 out = afterFee(expectedOut(1e18, reserveIn, reserveOut));
        address[] memory path = path2(address(wbnb), address(burnToken));
        uint256 before = burnToken.balanceOf(bob);
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(
            0, path2(address(burnToken), address(wbnb)), bob, block.timestamp
        );
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e18}(out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(burnToken.balanceOf(bob) - before, out, "tokens after fee");
    }

    function test_swapExactTokensForETHSupporting() public {
        (uint256 reserveIn, uint256 reserveOut) = reservesOf(address(burnToken), address(wbnb));
        uint256 out = expectedOut(afterFee(100e18), reserveIn, reserveOut);
        address[] memory path = path2(address(burnToken), address(wbnb));
        uint256 before = bob.balance;
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            100e18, 0, path2(address(wbnb), address(burnToken)), bob, block.timestamp
        );
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(100e18, out + 1, path, bob, block.timestamp);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(100e18, out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(bob.balance - before, out, "BNB");
    }

    function test_removeLiquidityETH_plainVariantFailsSupportingVariantWorks() public {
        FlaskPair pair = pairOf(address(burnToken), address(wbnb));
        uint256 liquidity = pair.balanceOf(alice);
        vm.startPrank(alice);
        pair.approve(address(router), liquidity);
        // The router receives less than the pair sent, so forwarding the burnt amount fails.
        vm.expectRevert();
        router.removeLiquidityETH(address(burnToken), liquidity, 0, 0, alice, block.timestamp);
        uint256 beforeBNB = alice.balance;
        uint256 beforeToken = burnToken.balanceOf(alice);
        uint256 amountETH = router.removeLiquidityETHSupportingFeeOnTransferTokens(
            address(burnToken), liquidity, 0, 0, alice, block.timestamp
        );
        vm.stopPrank();
        assertEq(alice.balance - beforeBNB, amountETH, "BNB");
        // Two transfers took their fee (pair → router → alice); alice gets what is left.
        assertGt(burnToken.balanceOf(alice) - beforeToken, 0, "tokens");
        assertEq(burnToken.balanceOf(address(router)), 0, "router keeps nothing");
    }

    function test_removeLiquidityETHWithPermitSupporting() public {
        uint256 key = 0xFEE;
        address owner = vm.addr(key);
        FlaskPair pair = pairOf(address(burnToken), address(wbnb));
        uint256 liquidity = pair.balanceOf(alice) / 10;
        vm.prank(alice);
        pair.transfer(owner, liquidity);
        bytes32 structHash =
            keccak256(abi.encode(pair.PERMIT_TYPEHASH(), owner, address(router), liquidity, 0, block.timestamp));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
        vm.prank(owner);
        uint256 amountETH = router.removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
            address(burnToken), liquidity, 0, 0, owner, block.timestamp, false, v, r, s
        );
        assertEq(owner.balance, amountETH, "BNB");
        assertGt(burnToken.balanceOf(owner), 0, "tokens");
        assertEq(pair.balanceOf(owner), 0, "LP burnt");
    }
}

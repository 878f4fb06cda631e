// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IFlaskPair} from "../../src/amm/interfaces/IFlaskPair.sol";
import {FeeOnTransferToken} from "../../src/token/testing/FeeOnTransferToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {AmmFixture} from "./AmmFixture.sol";
import {path2, path3, path4} from "./Paths.sol";
import {ReentrantToken} from "./ReentrantToken.sol";

/// The split router against the plain router: a split must pay exactly what the same parts pay
/// when sent one by one through FlaskRouter, in the same order.
contract FlaskSplitRouterTest is AmmFixture {
    TestToken internal tokenD;

    function setUp() public override {
        super.setUp();
        tokenD = newToken("Token D", "D", 18);
        // A→B direct, A→C→B, and A→C→D→B sharing A-C with A→C→B; WBNB→B direct and through C.
        provide(address(tokenA), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(tokenA), address(tokenC), 2_000_000e18, 2_000_000e18, address(this));
        provide(address(tokenC), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(tokenC), address(tokenD), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(tokenD), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(wbnb), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(wbnb), address(tokenC), 1_000_000e18, 1_000_000e18, address(this));
        address[5] memory tokens = [address(tokenA), address(tokenB), address(tokenC), address(tokenD), address(wbnb)];
        for (uint256 i; i < tokens.length; ++i) {
            give(tokens[i], alice, 1_000_000e18);
            vm.startPrank(alice);
            IERC20(tokens[i]).approve(address(router), type(uint256).max);
            IERC20(tokens[i]).approve(address(splitRouter), type(uint256).max);
            vm.stopPrank();
        }
        vm.deal(alice, 1_000_000e18);
    }

    // ------------------------------------------------------------------ helpers

    function paths2(address[] memory first, address[] memory second) internal pure returns (address[][] memory paths) {
        paths = new address[][](2);
        (paths[0], paths[1]) = (first, second);
    }

    function amounts2(uint256 first, uint256 second) internal pure returns (uint256[] memory amounts) {
        amounts = new uint256[](2);
        (amounts[0], amounts[1]) = (first, second);
    }

    /// What the parts pay when alice sends them one by one through the router (then undone).
    function routerOutputs(uint256[] memory amountsIn, address[][] memory paths)
        internal
        returns (uint256[] memory outputs)
    {
        uint256 snapshot = vm.snapshotState();
        outputs = new uint256[](paths.length);
        for (uint256 i; i < paths.length; ++i) {
            vm.prank(alice);
            uint256[] memory amounts =
                router.swapExactTokensForTokens(amountsIn[i], 0, paths[i], alice, block.timestamp);
            outputs[i] = amounts[amounts.length - 1];
        }
        vm.revertToState(snapshot);
    }

    /// What the parts cost when alice buys them one by one through the router (then undone).
    function routerInputs(uint256[] memory amountsOut, address[][] memory paths)
        internal
        returns (uint256[] memory inputs)
    {
        uint256 snapshot = vm.snapshotState();
        inputs = new uint256[](paths.length);
        for (uint256 i; i < paths.length; ++i) {
            vm.prank(alice);
            inputs[i] = router.swapTokensForExactTokens(amountsOut[i], type(uint256).max, paths[i], alice, block.timestamp)[0];
        }
        vm.revertToState(snapshot);
    }

    function assertHoldsNothing() internal view {
        assertEq(address(splitRouter).balance, 0, "split router BNB");
        assertEq(wbnb.balanceOf(address(splitRouter)), 0, "split router WBNB");
        assertEq(tokenA.balanceOf(address(splitRouter)), 0, "split router A");
        assertEq(tokenB.balanceOf(address(splitRouter)), 0, "split router B");
        assertEq(tokenC.balanceOf(address(splitRouter)), 0, "split router C");
    }

    // ------------------------------------------------------------------ exact input

    function test_immutables() public view {
        assertEq(splitRouter.factory(), address(factory), "factory");
        assertEq(splitRouter.WETH(), address(wbnb), "WETH() is WBNB");
    }

    function test_exactIn_paysWhatTheSamePartsPayThroughTheRouter() public {
        address[][] memory paths =
            paths2(path2(address(tokenA), address(tokenB)), path3(address(tokenA), address(tokenC), address(tokenB)));
        uint256[] memory amountsIn = amounts2(60_000e18, 40_000e18);
        uint256[] memory expected = routerOutputs(amountsIn, paths);
        uint256 aBefore = tokenA.balanceOf(alice);
        uint256 bBefore = tokenB.balanceOf(alice);
        vm.prank(alice);
        uint256[] memory amountsOut = splitRouter.swapExactTokensForTokensSplit(
            amountsIn, paths, expected[0] + expected[1], alice, block.timestamp
        );
        assertEq(amountsOut[0], expected[0], "part 1");
        assertEq(amountsOut[1], expected[1], "part 2");
        assertEq(aBefore - tokenA.balanceOf(alice), 100_000e18, "A spent");
        assertEq(tokenB.balanceOf(alice) - bBefore, expected[0] + expected[1], "B received");
        assertHoldsNothing();
    }

    function test_exactIn_routesSharingAPairMoveTheSameReserves() public {
        address[][] memory paths = paths2(
            path3(address(tokenA), address(tokenC), address(tokenB)),
            path4(address(tokenA), address(tokenC), address(tokenD), address(tokenB))
        );
        uint256[] memory amountsIn = amounts2(50_000e18, 50_000e18);
        uint256[] memory expected = routerOutputs(amountsIn, paths);
        // Quoted alone, the second part would get more: the first moved A-C.
        uint256 alone = router.getAmountsOut(amountsIn[1], paths[1])[3];
        assertGt(alone, expected[1], "the shared pair is counted");
        vm.prank(alice);
        uint256[] memory amountsOut =
            splitRouter.swapExactTokensForTokensSplit(amountsIn, paths, 0, alice, block.timestamp);
        assertEq(amountsOut[0], expected[0], "part 1");
        assertEq(amountsOut[1], expected[1], "part 2");
        assertHoldsNothing();
    }

    function test_exactIn_oneMinimumAndOneDeadline() public {
        address[][] memory paths =
            paths2(path2(address(tokenA), address(tokenB)), path3(address(tokenA), address(tokenC), address(tokenB)));
        uint256[] memory amountsIn = amounts2(1000e18, 1000e18);
        uint256[] memory expected = routerOutputs(amountsIn, paths);
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        splitRouter.swapExactTokensForTokensSplit(amountsIn, paths, expected[0] + expected[1] + 1, alice, block.timestamp);
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskRouter: EXPIRED"));
        splitRouter.swapExactTokensForTokensSplit(amountsIn, paths, 0, alice, block.timestamp - 1);
    }

    function test_exactETHIn_wrapsOnceAndPaysEachPart() public {
        address[][] memory paths =
            paths2(path2(address(wbnb), address(tokenB)), path3(address(wbnb), address(tokenC), address(tokenB)));
        uint256[] memory amountsIn = amounts2(30_000e18, 20_000e18);
        uint256[] memory expected = routerOutputs(amountsIn, paths);
        uint256 bnbBefore = alice.balance;
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: VALUE_MISMATCH"));
        splitRouter.swapExactETHForTokensSplit{value: 50_000e18 - 1}(amountsIn, paths, 0, alice, block.timestamp);
        vm.prank(alice);
        uint256[] memory amountsOut =
            splitRouter.swapExactETHForTokensSplit{value: 50_000e18}(amountsIn, paths, 0, alice, block.timestamp);
        assertEq(amountsOut[0], expected[0], "part 1");
        assertEq(amountsOut[1], expected[1], "part 2");
        assertEq(bnbBefore - alice.balance, 50_000e18, "BNB spent");
        assertHoldsNothing();
    }

    function test_exactIn_toETH() public {
        address[][] memory paths =
            paths2(path2(address(tokenB), address(wbnb)), path3(address(tokenB), address(tokenC), address(wbnb)));
        uint256[] memory amountsIn = amounts2(30_000e18, 20_000e18);
        uint256[] memory expected = routerOutputs(amountsIn, paths);
        uint256 bnbBefore = bob.balance;
        vm.prank(alice);
        splitRouter.swapExactTokensForETHSplit(amountsIn, paths, expected[0] + expected[1], bob, block.timestamp);
        assertEq(bob.balance - bnbBefore, expected[0] + expected[1], "BNB received");
        assertHoldsNothing();
    }

    // ------------------------------------------------------------------ exact output

    function test_exactOut_costsWhatTheSamePartsCostThroughTheRouter() public {
        address[][] memory paths = paths2(
            path3(address(tokenA), address(tokenC), address(tokenB)),
            path4(address(tokenA), address(tokenC), address(tokenD), address(tokenB))
        );
        uint256[] memory amountsOut = amounts2(40_000e18, 30_000e18);
        uint256[] memory expected = routerInputs(amountsOut, paths);
        uint256 aBefore = tokenA.balanceOf(alice);
        uint256 bBefore = tokenB.balanceOf(alice);
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: EXCESSIVE_INPUT_AMOUNT"));
        splitRouter.swapTokensForExactTokensSplit(amountsOut, paths, expected[0] + expected[1] - 1, alice, block.timestamp);
        vm.prank(alice);
        uint256[] memory amountsIn = splitRouter.swapTokensForExactTokensSplit(
            amountsOut, paths, expected[0] + expected[1], alice, block.timestamp
        );
        assertEq(amountsIn[0], expected[0], "part 1");
        assertEq(amountsIn[1], expected[1], "part 2");
        assertEq(tokenB.balanceOf(alice) - bBefore, 70_000e18, "B received");
        assertEq(aBefore - tokenA.balanceOf(alice), expected[0] + expected[1], "A spent");
        assertHoldsNothing();
    }

    function test_ETHForExactTokens_returnsTheBNBNotSpent() public {
        address[][] memory paths =
            paths2(path2(address(wbnb), address(tokenB)), path3(address(wbnb), address(tokenC), address(tokenB)));
        uint256[] memory amountsOut = amounts2(20_000e18, 10_000e18);
        uint256[] memory expected = routerInputs(amountsOut, paths);
        uint256 cost = expected[0] + expected[1];
        uint256 bnbBefore = alice.balance;
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: EXCESSIVE_INPUT_AMOUNT"));
        splitRouter.swapETHForExactTokensSplit{value: cost - 1}(amountsOut, paths, alice, block.timestamp);
        vm.prank(alice);
        uint256[] memory amountsIn =
            splitRouter.swapETHForExactTokensSplit{value: cost + 5e18}(amountsOut, paths, alice, block.timestamp);
        assertEq(amountsIn[0] + amountsIn[1], cost, "inputs");
        assertEq(bnbBefore - alice.balance, cost, "only the cost is spent");
        assertHoldsNothing();
    }

    function test_tokensForExactETH() public {
        address[][] memory paths =
            paths2(path2(address(tokenB), address(wbnb)), path3(address(tokenB), address(tokenC), address(wbnb)));
        uint256[] memory amountsOut = amounts2(20_000e18, 10_000e18);
        uint256[] memory expected = routerInputs(amountsOut, paths);
        uint256 bnbBefore = bob.balance;
        vm.prank(alice);
        splitRouter.swapTokensForExactETHSplit(amountsOut, paths, expected[0] + expected[1], bob, block.timestamp);
        assertEq(bob.balance - bnbBefore, 30_000e18, "BNB received");
        assertHoldsNothing();
    }

    // ------------------------------------------------------------------ fee-on-transfer input

    function test_feeOnTransfer_onlyTheSupportingVariantsWork() public {
        FeeOnTransferToken burn = newFeeOnTransferToken(200);
        provide(address(burn), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(burn), address(tokenC), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(burn), address(wbnb), 1_000_000e18, 1_000_000e18, address(this));
        burn.mint(alice, 100_000e18);
        vm.prank(alice);
        burn.approve(address(splitRouter), type(uint256).max);
        address[][] memory paths =
            paths2(path2(address(burn), address(tokenB)), path3(address(burn), address(tokenC), address(tokenB)));
        uint256[] memory amountsIn = amounts2(6000e18, 4000e18);
        vm.prank(alice);
        vm.expectRevert(IFlaskPair.K.selector);
        splitRouter.swapExactTokensForTokensSplit(amountsIn, paths, 0, alice, block.timestamp);

        uint256 bBefore = tokenB.balanceOf(alice);
        vm.prank(alice);
        splitRouter.swapExactTokensForTokensSplitSupportingFeeOnTransferTokens(
            amountsIn, paths, 9000e18, alice, block.timestamp
        );
        uint256 received = tokenB.balanceOf(alice) - bBefore;
        assertGt(received, 9000e18, "about 98% of 10000 less fees and impact");
        assertLt(received, 9800e18, "the transfer fee was taken");

        address[][] memory toBNB =
            paths2(path2(address(burn), address(wbnb)), path3(address(burn), address(tokenC), address(wbnb)));
        uint256 bnbBefore = bob.balance;
        vm.prank(alice);
        splitRouter.swapExactTokensForETHSplitSupportingFeeOnTransferTokens(amountsIn, toBNB, 9000e18, bob, block.timestamp);
        assertGt(bob.balance - bnbBefore, 9000e18, "BNB received");

        address[][] memory fromBNB =
            paths2(path2(address(wbnb), address(burn)), path3(address(wbnb), address(tokenC), address(burn)));
        uint256 burnBefore = burn.balanceOf(alice);
        vm.prank(alice);
        splitRouter.swapExactETHForTokensSplitSupportingFeeOnTransferTokens{value: 10_000e18}(
            amountsIn, fromBNB, 9000e18, alice, block.timestamp
        );
        assertGt(burn.balanceOf(alice) - burnBefore, 9000e18, "BURN received after its fee");
        vm.prank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        splitRouter.swapExactETHForTokensSplitSupportingFeeOnTransferTokens{value: 10_000e18}(
            amountsIn, fromBNB, 10_000e18, alice, block.timestamp
        );
        assertHoldsNothing();
        assertEq(burn.balanceOf(address(splitRouter)), 0, "split router BURN");
    }

    // ------------------------------------------------------------------ checks

    function test_rejectsPartsThatDoNotMakeOneTrade() public {
        uint256[] memory one = new uint256[](1);
        one[0] = 1e18;
        address[][] memory twoPaths =
            paths2(path2(address(tokenA), address(tokenB)), path3(address(tokenA), address(tokenC), address(tokenB)));
        vm.startPrank(alice);
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PARTS"));
        splitRouter.swapExactTokensForTokensSplit(one, twoPaths, 0, alice, block.timestamp);
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PARTS"));
        splitRouter.swapExactTokensForTokensSplit(new uint256[](0), new address[][](0), 0, alice, block.timestamp);
        // Another output token, another input token.
        address[][] memory otherOut =
            paths2(path2(address(tokenA), address(tokenB)), path2(address(tokenA), address(tokenC)));
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PATH"));
        splitRouter.swapExactTokensForTokensSplit(amounts2(1e18, 1e18), otherOut, 0, alice, block.timestamp);
        address[][] memory otherIn =
            paths2(path2(address(tokenA), address(tokenB)), path2(address(tokenC), address(tokenB)));
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PATH"));
        splitRouter.swapExactTokensForTokensSplit(amounts2(1e18, 1e18), otherIn, 0, alice, block.timestamp);
        // BNB in needs WBNB first, BNB out WBNB last.
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PATH"));
        splitRouter.swapExactETHForTokensSplit{value: 2e18}(amounts2(1e18, 1e18), twoPaths, 0, alice, block.timestamp);
        vm.expectRevert(bytes("FlaskSplitRouter: INVALID_PATH"));
        splitRouter.swapExactTokensForETHSplit(amounts2(1e18, 1e18), twoPaths, 0, alice, block.timestamp);
        vm.stopPrank();
    }

    function test_receive_onlyFromWBNB() public {
        vm.prank(alice);
        (bool sent,) = address(splitRouter).call{value: 1}("");
        assertTrue(!sent, "plain BNB refused");
    }

    /// A hostile token in one part's path calls back in while the router holds the first part's
    /// WBNB, selling 1 token of its own through the balance-based BNB-out function to take that
    /// WBNB with it: the lock refuses it, and both parts reach the user.
    function test_reentryFromAPathTokenIsRefused() public {
        ReentrantToken hostile = new ReentrantToken();
        provide(address(hostile), address(tokenB), 1_000_000e18, 1_000_000e18, address(this));
        provide(address(hostile), address(wbnb), 1_000_000e18, 1_000_000e18, address(this));
        hostile.mint(address(hostile), 1e18);
        hostile.approveOwnTokens(address(splitRouter));
        address[][] memory theftPaths = new address[][](1);
        theftPaths[0] = path2(address(hostile), address(wbnb));
        uint256[] memory oneToken = new uint256[](1);
        oneToken[0] = 1e18;
        hostile.arm(
            address(splitRouter),
            abi.encodeCall(
                splitRouter.swapExactTokensForETHSplitSupportingFeeOnTransferTokens,
                (oneToken, theftPaths, 0, address(hostile), type(uint256).max)
            )
        );
        address[][] memory paths =
            paths2(path2(address(tokenB), address(wbnb)), path3(address(tokenB), address(hostile), address(wbnb)));
        uint256 bnbBefore = bob.balance;
        vm.prank(alice);
        splitRouter.swapExactTokensForETHSplitSupportingFeeOnTransferTokens(
            amounts2(10_000e18, 10_000e18), paths, 0, bob, block.timestamp
        );
        assertTrue(hostile.attempted(), "the token called back");
        assertTrue(!hostile.succeeded(), "the call back was refused");
        assertEq(
            keccak256(hostile.revertData()),
            keccak256(abi.encodeWithSignature("Error(string)", "FlaskSplitRouter: LOCKED")),
            "refused by the lock"
        );
        assertEq(address(hostile).balance, 0, "nothing taken");
        assertGt(bob.balance - bnbBefore, 19_000e18, "both parts paid out");
        assertHoldsNothing();
    }
}
